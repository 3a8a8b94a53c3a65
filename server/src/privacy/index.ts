/** What other features may use of privacy/ (issue #32: a feature imports another only through its index.ts). */
