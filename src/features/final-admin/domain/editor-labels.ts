/** The block editors' own words, from the management messages (`blockEditor`), passed in as props. */
export type EditorLabels = {
  addBlock: string;
  dragHandle: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  addItem: string;
  missing: string;
  englishHint: string;
  messageKey: string;
  writeOwn: string;
  yes: string;
  uploadImage: string;
  uploading: string;
};

/** The words the editors' surroundings use (save, publish, history…), from `blockEditor`. */
export type ChromeLabels = EditorLabels & {
  locale: string;
  save: string;
  publish: string;
  preview: string;
  saved: string;
  published: string;
  rolledBack: string;
  history: string;
  rollback: string;
  signedOut: string;
  forbidden: string;
  failed: string;
  readOnly: string;
  stateDraft: string;
  statePublished: string;
  stateArchived: string;
  /** "{locales}": the locales a publish would leave in English (docs/final-admin.md, "Publishing"). */
  fallbackQuestion: string;
  publishWithFallback: string;
};
