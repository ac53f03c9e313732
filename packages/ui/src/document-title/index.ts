export { DOCUMENT_TITLE_SUFFIX, useDocumentTitle } from './use-document-title';
