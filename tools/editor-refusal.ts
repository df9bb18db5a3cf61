/**
 * A request the editor refuses, answered with `status` and its reason as plain JSON (`{"error": …}`), never
 * as a failure of the editor: 403 for a path it may not touch, 404 for an entry that is not there, 422
 * for an action or a document it does not take.
 */
export class EditorRefusal extends Error {
  readonly status: 403 | 404 | 422;

  constructor(message: string, status: 403 | 404 | 422 = 422) {
    super(message);
    this.status = status;
  }
}
