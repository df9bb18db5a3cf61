// Imported first by server/serve.ts, before anything loads React: React and React Router choose their
// development or production build from NODE_ENV when they are first loaded. The production server renders
// with the production build whatever its environment says (a test runner sets "test"); with any other
// value every dynamic page (a form's answer, a 404) was rendered by React's development build, several
// times slower.
process.env.NODE_ENV = "production";
