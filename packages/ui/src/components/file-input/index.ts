export { FileInput, type FileInputProps, fileMatchesAccept } from './file-input.tsx';
