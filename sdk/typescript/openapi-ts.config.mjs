// @hey-api/openapi-ts, as scripts/sdk runs it: the schema and the output folder come from the
// environment; the package's tsconfig (module nodenext) makes the generator write relative
// imports with their `.js` extension, which Node and browsers need without a bundler.
export default {
  input: process.env.AUTOMA_SDK_SCHEMA,
  output: {
    path: process.env.AUTOMA_SDK_TS_SRC,
    tsConfigPath: process.env.AUTOMA_SDK_TS_CONFIG,
  },
};
