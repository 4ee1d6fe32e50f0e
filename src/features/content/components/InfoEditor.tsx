import { useId, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Box, Button, Paper, Stack, TextField, ToggleButton, Typography } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletListIcon from '@mui/icons-material/FormatListBulleted';
import NumberedListIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { useSaveContentMutation } from '../../../api/content';
import { isSafeUrl, SafeHtml } from '../../../components/SafeHtml';
import { CONTENT_LIMITS, type ContentItem } from '../../../domain/content';
import { useUnsavedWork } from '../../../shared/unsavedWork';
import { contentTexts } from '../../../texts/content';
import type { ContentDraft } from '../contentDrafts';
import { contentHtmlSx } from './ContentArticle';
import { saveErrorText } from './saveErrors';
import { useSessionEndDraft } from './useSessionEndDraft';

/**
 * The in-place editor of an info item (role 1), loaded only when an administrator opens it (its
 * own chunk 'info-editor', with TipTap): a title field and a rich-text editor with a toolbar
 * (headings, bold, italic, bulleted and numbered lists, links), a Preview of the sanitised result,
 * Save (POST /api/set_content) and Cancel. Leaving with unsaved changes asks first; a session that
 * ends meanwhile (the idle sign-out) keeps them as the user's local draft, offered back on the
 * item after signing in again (Restore starts the editor from it: `restored`).
 */
const t = contentTexts.editor;

/** What the editor writes: the formats of the toolbar, nothing more (so the content stays what the pages show). */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isLinkAddress(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** The editor's HTML without the empty paragraphs it keeps at the end (to type on below a last heading or list). */
export function contentHtmlOf(html: string): string {
  return html.replace(/(?:<p>(?:<br[^>]*>)?<\/p>)+$/, '');
}

/** An address a link may have: http(s), mailto or a path of the portal. */
export function isLinkAddress(value: string): boolean {
  const address = value.trim();
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(address) && isSafeUrl(address);
}

interface Marks {
  h3: boolean;
  h4: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

const NO_MARKS: Marks = { h3: false, h4: false, bold: false, italic: false, bulletList: false, orderedList: false, link: false };

function marksOf(editor: Editor | null): Marks {
  if (!editor) return NO_MARKS;
  return {
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

function ToolButton({ label, pressed, onClick, children, expanded }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode; expanded?: boolean }) {
  return (
    <ToggleButton
      value={label}
      size="small"
      aria-label={label}
      title={label}
      selected={pressed}
      aria-pressed={pressed}
      aria-expanded={expanded}
      // Keep the selection in the editor: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onChange={onClick}
      sx={{ minWidth: 40, fontWeight: 700 }}
    >
      {children}
    </ToggleButton>
  );
}

export interface InfoEditorProps {
  item: ContentItem;
  /** The item as saved: the editor closes. */
  onSaved: (item: ContentItem) => void;
  /** Cancelled (after a confirm when there were changes): the original stays. */
  onCancel: () => void;
  /** Changes kept from the user's last session (Restore): the editor starts from them. */
  restored?: ContentDraft | null;
}

export default function InfoEditor({ item, onSaved, onCancel, restored = null }: InfoEditorProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const contentLabelId = useId();
  const linkFieldId = useId();
  const [title, setTitle] = useState(restored?.title ?? item.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  /** The editor's HTML as first loaded (TipTap normalises it), and whether the content differs from it now. */
  const baseline = useRef<string | null>(null);
  /** The editor's HTML now (read when the session ends, when the editor may be gone). */
  const contentNow = useRef<string>(item.content);
  const [contentChanged, setContentChanged] = useState(false);
  const [preview, setPreview] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveContent, { isLoading: saving }] = useSaveContentMutation();

  const editor = useEditor({
    extensions: editorExtensions,
    content: item.content,
    editorProps: {
      attributes: { 'aria-labelledby': contentLabelId, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true' },
    },
    onCreate: ({ editor: created }) => {
      baseline.current ??= contentHtmlOf(created.getHTML());
      contentNow.current = baseline.current;
      if (restored) created.commands.setContent(restored.content);
    },
    onUpdate: ({ editor: updated }) => {
      const now = contentHtmlOf(updated.getHTML());
      baseline.current ??= now;
      contentNow.current = now;
      setContentChanged(now !== baseline.current);
    },
  });
  const marks = useEditorState({ editor, selector: ({ editor: current }) => marksOf(current) }) ?? NO_MARKS;

  const dirty = title !== item.title || contentChanged;
  const draft = useSessionEndDraft(item, dirty, () => ({ title, content: contentNow.current }));
  // Leaving asks the browser's own question (a confirm), as closing the tab does.
  useUnsavedWork(dirty, { ask: () => window.confirm(t.leaveConfirm), keep: draft.keep });

  const chain = () => editor?.chain().focus();

  function openLink() {
    if (linkOpen) {
      setLinkOpen(false);
      return;
    }
    setLinkValue((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  }

  function applyLink() {
    const href = linkValue.trim();
    if (!isLinkAddress(href)) {
      setLinkError(t.badLink);
      return;
    }
    if (editor && editor.state.selection.empty && !editor.isActive('link')) {
      chain()?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain()?.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  function removeLink() {
    chain()?.extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }

  async function save() {
    setError(null);
    const trimmed = title.trim();
    const titleProblem = trimmed === '' ? t.titleRequired : trimmed.length > CONTENT_LIMITS.titleMax ? t.titleTooLong(CONTENT_LIMITS.titleMax) : null;
    setTitleError(titleProblem);
    if (titleProblem) {
      titleRef.current?.focus();
      return;
    }
    const content = editor ? contentHtmlOf(editor.getHTML()) : item.content;
    if (content.length > CONTENT_LIMITS.contentMax) {
      setError(t.contentTooLong);
      return;
    }
    const next: ContentItem = { id: item.id, title: trimmed, content, page: item.page };
    try {
      await saveContent(next).unwrap();
      draft.drop();
      onSaved(next);
    } catch (failure) {
      setError(saveErrorText(failure));
    }
  }

  function cancel() {
    if (dirty && !window.confirm(t.discardConfirm)) return;
    if (restored) draft.drop();
    onCancel();
  }

  return (
    <Paper component="section" aria-label={t.regionLabel(item.title)} variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'primary.main' }}>
      <Stack spacing={2}>
        <TextField
          inputRef={titleRef}
          label={t.title}
          value={title}
          autoFocus
          required
          fullWidth
          onChange={(event) => {
            setTitle(event.target.value);
            if (titleError) setTitleError(null);
          }}
          error={titleError !== null}
          helperText={titleError ?? ' '}
        />

        <Box>
          <Typography id={contentLabelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
            {t.content}
          </Typography>
          <Box role="toolbar" aria-label={t.toolbar} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            <ToolButton label={t.heading3} pressed={marks.h3} onClick={() => chain()?.toggleHeading({ level: 3 }).run()}>
              H3
            </ToolButton>
            <ToolButton label={t.heading4} pressed={marks.h4} onClick={() => chain()?.toggleHeading({ level: 4 }).run()}>
              H4
            </ToolButton>
            <ToolButton label={t.bold} pressed={marks.bold} onClick={() => chain()?.toggleBold().run()}>
              <BoldIcon fontSize="small" />
            </ToolButton>
            <ToolButton label={t.italic} pressed={marks.italic} onClick={() => chain()?.toggleItalic().run()}>
              <ItalicIcon fontSize="small" />
            </ToolButton>
            <ToolButton label={t.bulletList} pressed={marks.bulletList} onClick={() => chain()?.toggleBulletList().run()}>
              <BulletListIcon fontSize="small" />
            </ToolButton>
            <ToolButton label={t.orderedList} pressed={marks.orderedList} onClick={() => chain()?.toggleOrderedList().run()}>
              <NumberedListIcon fontSize="small" />
            </ToolButton>
            <ToolButton label={t.link} pressed={marks.link} expanded={linkOpen} onClick={openLink}>
              <LinkIcon fontSize="small" />
            </ToolButton>
            <Box sx={{ flex: '1 1 auto' }} />
            <ToolButton label={t.preview} pressed={preview} onClick={() => setPreview((on) => !on)}>
              <PreviewIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t.preview}
            </ToolButton>
          </Box>

          {linkOpen && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
              <TextField
                id={linkFieldId}
                size="small"
                label={t.linkAddress}
                value={linkValue}
                autoFocus
                onChange={(event) => {
                  setLinkValue(event.target.value);
                  setLinkError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    setLinkOpen(false);
                  }
                }}
                error={linkError !== null}
                helperText={linkError ?? t.linkHint}
                sx={{ flex: '1 1 320px' }}
              />
              <Button variant="outlined" onClick={applyLink}>
                {t.applyLink}
              </Button>
              <Button variant="text" onClick={removeLink} disabled={!marks.link}>
                {t.removeLink}
              </Button>
              <Button variant="text" onClick={() => setLinkOpen(false)}>
                {t.closeLink}
              </Button>
            </Box>
          )}

          <Box
            hidden={preview}
            sx={{
              border: 1,
              borderColor: 'grey.500',
              borderRadius: 1,
              px: 2,
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
              '& .ProseMirror': { minHeight: 200, py: 1, outline: 'none', whiteSpace: 'pre-wrap', wordWrap: 'break-word' },
              ...contentHtmlSx,
            }}
          >
            <EditorContent editor={editor} />
          </Box>

          {preview && (
            <Box role="region" aria-label={t.previewHeading} sx={{ border: 1, borderColor: 'grey.300', borderRadius: 1, p: 2, bgcolor: 'grey.50' }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 1 }}>
                {title}
              </Typography>
              <Box sx={contentHtmlSx}>
                <SafeHtml html={editor ? contentHtmlOf(editor.getHTML()) : item.content} />
              </Box>
            </Box>
          )}
        </Box>

        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
          <Button variant="outlined" onClick={cancel} disabled={saving}>
            {t.cancel}
          </Button>
          {dirty && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t.unsaved}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
