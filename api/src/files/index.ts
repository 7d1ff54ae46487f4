/**
 * What other domains may use of files/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { FilePartWriter, storedFileBody, storedFileBytes } from './storedFileParts.js';
export { purgeStaleUploads, registerUploadRoutes, takeUpload, UPLOAD_NOT_FOUND } from './uploads.js';
