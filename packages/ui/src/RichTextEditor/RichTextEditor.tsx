import { Placeholder } from '@tiptap/extensions';
import { Markdown as MarkdownExtension } from '@tiptap/markdown';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Dialog,
  DialogTrigger,
  Form,
  Input,
  Label,
  ListBoxItem,
  Select,
  SelectValue,
  Separator,
  TextField,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { safeUrl } from '../Markdown/parseMarkdown';
import { Chevron } from '../Select/Select';
import {
  LinkPopover,
  StyledRichTextEditor,
  StyledToolbar,
  StyleListBox,
  StylePopover,
  ToolbarButton,
  ToolbarToggle,
} from './RichTextEditor.styles';

/** §9 editor sync: changes reach `onChange` at most every 100 ms. */
export const EDITOR_SYNC_MS = 100;

export interface RichTextEditorProps {
  /** Visible label of the editing area. Without one, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Help text under the editor. */
  description?: ReactNode;
  /** Shown while `isInvalid` (e.g. §5 'Description is required!'). */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Markdown (controlled). Changes from outside replace the content; the editor's own echoes are ignored. */
  value?: string;
  /** Initial markdown (uncontrolled). */
  defaultValue?: string;
  /** The content as markdown, debounced (`syncDelay`, 100 ms by default) and flushed on blur and unmount. */
  onChange?: (markdown: string) => void;
  onBlur?: () => void;
  /** Placeholder (default 'Write something awesome...', translated). */
  placeholder?: string;
  /** Debounce of `onChange` in ms (default §9 100). */
  syncDelay?: number;
}

type TextStyle = 'paragraph' | `h${1 | 2 | 3 | 4 | 5 | 6}`;
const levels = [1, 2, 3, 4, 5, 6] as const;

/** The editor's markdown without the serializer's trailing newlines. */
const toMarkdown = (editor: Editor): string => editor.getMarkdown().replace(/\s+$/, '');

function currentStyle(editor: Editor): TextStyle {
  for (const level of levels) if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

/**
 * §2 rich-text editor for product descriptions (console only; lazy-load it). tiptap (ProseMirror) with
 * StarterKit and the markdown extension: value in and out as markdown, `onChange` debounced (§9 100 ms). A
 * react-aria-components `Toolbar` (arrow keys move between controls) with text style (paragraph, headings 1–6),
 * bold, italic, bulleted and numbered lists, link and undo/redo. The editing area is a labelled multi-line
 * textbox, at least 240 px high, with the §2 placeholder. Links accept http(s), mailto, tel and relative URLs only.
 * States: `data-invalid`, `data-disabled`, `data-focus-within`.
 */
export function RichTextEditor({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled = false,
  isRequired,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  syncDelay = EDITOR_SYNC_MS,
}: RichTextEditorProps) {
  const { t } = useLaterUiTranslation();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastMarkdown = useRef(value ?? defaultValue ?? '');
  const [focusWithin, setFocusWithin] = useState(false);
  /** True while a `value` from outside is being applied (that is not a change to report). */
  const applyingValue = useRef(false);
  const placeholderText = placeholder ?? t('richTextEditor.placeholder');

  // Reads refs only, so it is stable.
  const flush = useCallback((editor: Editor) => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    const markdown = toMarkdown(editor);
    lastMarkdown.current = markdown;
    onChangeRef.current?.(markdown);
  }, []);

  const describedBy =
    [description ? descriptionId : null, isInvalid && errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const editor = useEditor({
    editable: !isDisabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...levels] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, context) => Boolean(safeUrl(url)) && context.defaultValidate(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
      Placeholder.configure({ placeholder: placeholderText }),
      MarkdownExtension,
    ],
    content: value ?? defaultValue ?? '',
    contentType: 'markdown',
    onUpdate: ({ editor: current }) => {
      if (applyingValue.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(current), syncDelay);
    },
    onFocus: () => setFocusWithin(true),
    onBlur: ({ editor: current }) => {
      setFocusWithin(false);
      flush(current);
      onBlur?.();
    },
  });

  // Accessibility attributes of the editing area follow the props.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          ...(label ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel ?? '' }),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
          ...(isRequired ? { 'aria-required': 'true' } : {}),
          ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
          'aria-placeholder': placeholderText,
          'data-part': 'content',
        },
      },
    });
  }, [editor, label, labelId, ariaLabel, describedBy, isInvalid, isRequired, isDisabled, placeholderText]);

  useEffect(() => {
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  // A new value from outside replaces the content (the editor's own echoes are ignored).
  useEffect(() => {
    if (value === undefined || value === lastMarkdown.current || value === toMarkdown(editor)) return;
    lastMarkdown.current = value;
    applyingValue.current = true;
    try {
      editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
    } finally {
      applyingValue.current = false;
    }
  }, [editor, value]);

  // Pending changes are delivered on unmount.
  useEffect(
    () => () => {
      if (timer.current !== undefined && !editor.isDestroyed) flush(editor);
    },
    [editor, flush],
  );

  return (
    <StyledRichTextEditor
      data-part="rich-text-editor"
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-within={focusWithin || undefined}
    >
      {label ? (
        <span id={labelId} data-part="label">
          {label}
          {isRequired ? (
            <span data-part="required" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      ) : null}
      <div data-part="box">
        <EditorToolbar editor={editor} isDisabled={isDisabled} />
        <EditorContent editor={editor} data-part="content-wrapper" />
      </div>
      {description ? (
        <span id={descriptionId} data-part="description">
          {description}
        </span>
      ) : null}
      {isInvalid && errorMessage ? (
        <span id={errorId} data-part="error">
          {errorMessage}
        </span>
      ) : null}
    </StyledRichTextEditor>
  );
}

function EditorToolbar({ editor, isDisabled }: { editor: Editor; isDisabled: boolean }) {
  const { t } = useLaterUiTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      style: currentStyle(e),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const styles: Array<{ id: TextStyle; name: string }> = [
    { id: 'paragraph', name: t('richTextEditor.paragraph') },
    ...levels.map((level) => ({
      id: `h${level}` as TextStyle,
      name: t('richTextEditor.heading', { level }),
    })),
  ];

  return (
    <StyledToolbar aria-label={t('richTextEditor.toolbar')} data-part="toolbar">
      <Select
        aria-label={t('richTextEditor.textStyle')}
        selectedKey={state.style}
        isDisabled={isDisabled}
        onSelectionChange={(key) => {
          if (key === 'paragraph') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: Number(String(key).slice(1)) as (typeof levels)[number] })
              .run();
        }}
      >
        <ToolbarButton data-part="text-style">
          <SelectValue />
          <Chevron />
        </ToolbarButton>
        <StylePopover>
          <StyleListBox>
            {styles.map((item) => (
              <ListBoxItem key={item.id} id={item.id} textValue={item.name} data-style={item.id}>
                {item.name}
              </ListBoxItem>
            ))}
          </StyleListBox>
        </StylePopover>
      </Select>
      <Separator orientation="vertical" />
      <ToolbarToggle
        aria-label={t('richTextEditor.bold')}
        isSelected={state.bold}
        isDisabled={isDisabled}
        onChange={() => chain().toggleBold().run()}
      >
        <Icon d="M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42ZM10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3v-3Zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5Z" />
      </ToolbarToggle>
      <ToolbarToggle
        aria-label={t('richTextEditor.italic')}
        isSelected={state.italic}
        isDisabled={isDisabled}
        onChange={() => chain().toggleItalic().run()}
      >
        <Icon d="M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4h-8Z" />
      </ToolbarToggle>
      <Separator orientation="vertical" />
      <ToolbarToggle
        aria-label={t('richTextEditor.bulletList')}
        isSelected={state.bulletList}
        isDisabled={isDisabled}
        onChange={() => chain().toggleBulletList().run()}
      >
        <Icon d="M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5Zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5Zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5ZM7 19h14v-2H7v2Zm0-6h14v-2H7v2Zm0-8v2h14V5H7Z" />
      </ToolbarToggle>
      <ToolbarToggle
        aria-label={t('richTextEditor.orderedList')}
        isSelected={state.orderedList}
        isDisabled={isDisabled}
        onChange={() => chain().toggleOrderedList().run()}
      >
        <Icon d="M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1Zm1-9h1V4H2v1h1v3Zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1Zm5-6v2h14V5H7Zm0 14h14v-2H7v2Zm0-6h14v-2H7v2Z" />
      </ToolbarToggle>
      <LinkButton editor={editor} isActive={state.link} href={state.href} isDisabled={isDisabled} />
      <Separator orientation="vertical" />
      <ToolbarButton
        aria-label={t('richTextEditor.undo')}
        isDisabled={isDisabled || !state.canUndo}
        onPress={() => chain().undo().run()}
      >
        <Icon d="M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8Z" />
      </ToolbarButton>
      <ToolbarButton
        aria-label={t('richTextEditor.redo')}
        isDisabled={isDisabled || !state.canRedo}
        onPress={() => chain().redo().run()}
      >
        <Icon d="M18.4 10.6C16.55 8.99 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16c1.05-3.19 4.05-5.5 7.6-5.5 1.95 0 3.73.72 5.12 1.88L13 16h9V7l-3.6 3.6Z" />
      </ToolbarButton>
    </StyledToolbar>
  );
}

function LinkButton({
  editor,
  isActive,
  href,
  isDisabled,
}: {
  editor: Editor;
  isActive: boolean;
  href: string;
  isDisabled: boolean;
}) {
  const { t } = useLaterUiTranslation();
  const [isOpen, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);

  const open = (next: boolean) => {
    if (next) {
      setUrl(href);
      setInvalid(false);
    }
    setOpen(next);
  };
  const apply = () => {
    const trimmed = url.trim();
    const withProtocol = /^[a-z][a-z\d+.-]*:|^[/#?.]/i.test(trimmed) ? trimmed : `https://${trimmed}`;
    if (!trimmed || !safeUrl(withProtocol)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: withProtocol }).run();
    setOpen(false);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <ToolbarToggle
        aria-label={t('richTextEditor.link')}
        isSelected={isActive || isOpen}
        isDisabled={isDisabled}
      >
        <Icon d="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1ZM8 13h8v-2H8v2Zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5Z" />
      </ToolbarToggle>
      <LinkPopover placement="bottom start">
        <Dialog aria-label={t('richTextEditor.link')}>
          <Form
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <TextField
              value={url}
              onChange={(next) => {
                setUrl(next);
                setInvalid(false);
              }}
              isInvalid={invalid}
              autoFocus
              inputMode="url"
              data-part="link-field"
            >
              <Label>{t('richTextEditor.linkUrl')}</Label>
              <Input placeholder="https://" />
              {invalid ? (
                <span data-part="error" role="alert">
                  {t('richTextEditor.invalidUrl')}
                </span>
              ) : null}
            </TextField>
            <div data-part="actions">
              {isActive ? (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  {t('richTextEditor.removeLink')}
                </Button>
              ) : null}
              <Button type="submit" size="small">
                {t('richTextEditor.applyLink')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </LinkPopover>
    </DialogTrigger>
  );
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);
