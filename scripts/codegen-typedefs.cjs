// graphql-codegen plugin: the merged SDL as a TypeScript string, so the server builds its
// executable schema without reading .graphql files at run time (bundlers would not ship them).
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return `export const typeDefs = ${JSON.stringify(printSchema(schema))};\n`;
  },
};
