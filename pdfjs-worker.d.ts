/** pdf.js's worker module (no types shipped): the library preview hands it to pdf.js as `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
