// Checks a value against the JSON Schema features our schema files use (type, enum, const, required,
// properties, additionalProperties, oneOf, $ref to #/$defs, items): enough to prove every payload we
// send is what the published schema says, without a validator library. Answers the problems found.

type Schema = Record<string, unknown>;

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

function typeMatches(value: unknown, type: string) {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

export function schemaProblems(root: Schema, value: unknown, schema: Schema = root, at = "$"): string[] {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/$defs/", "");
    const target = (root.$defs as Record<string, Schema>)[name];
    if (!target) return [`${at}: unknown $ref ${schema.$ref}`];
    return schemaProblems(root, value, target, at);
  }
  const problems: string[] = [];
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => typeMatches(value, String(type))))
      return [`${at}: ${typeOf(value)} is not ${types.join(" or ")}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value as never))
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if ("const" in schema && schema.const !== value)
    problems.push(`${at}: is not ${JSON.stringify(schema.const)}`);
  if (schema.format === "date-time" && typeof value === "string" && Number.isNaN(Date.parse(value)))
    problems.push(`${at}: ${value} is not a date-time`);
  if (Array.isArray(schema.oneOf)) {
    const passing = schema.oneOf.filter(
      (option) => schemaProblems(root, value, option as Schema, at).length === 0,
    );
    if (passing.length !== 1) problems.push(`${at}: matches ${passing.length} of oneOf, not exactly one`);
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[])
      if (!(name in object)) problems.push(`${at}: ${name} is missing`);
    for (const [name, field] of Object.entries(object)) {
      const fieldSchema = properties[name];
      if (fieldSchema) problems.push(...schemaProblems(root, field, fieldSchema, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}: ${name} is not in the schema`);
      else if (typeof schema.additionalProperties === "object")
        problems.push(...schemaProblems(root, field, schema.additionalProperties as Schema, `${at}.${name}`));
    }
  }
  if (typeOf(value) === "array" && schema.items)
    for (const [index, item] of (value as unknown[]).entries())
      problems.push(...schemaProblems(root, item, schema.items as Schema, `${at}[${index}]`));
  return problems;
}
