/** A LIKE pattern matching the text anywhere, with its wildcards escaped so "50%" matches literally (SPEC §5 list search). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
