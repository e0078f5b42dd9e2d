export { EDITOR_SYNC_MS, RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
