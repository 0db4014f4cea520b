// Test-only libraries that ship no types: what our tests use of them.

declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    severity: "ERROR" | "WARNING";
    rootType: string;
    issueMessage: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, unknown[]>; microdata: unknown; rdfa: unknown; metatags: unknown };
  }
}
