// The entry of the minimal configuration whose defaults lib/reference/mode-defaults.ts
// computes; webpack only names it there and never builds it.
export {};
