import { styled } from '../internal/styled';
import { visuallyHidden } from '../internal/visuallyHidden';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledMarkdown = styled.div`
  color: ${vars.fg.default};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-block-start: 0;
  }

  & > :last-child {
    margin-block-end: 0;
  }

  & :is(p, ul, ol, blockquote, pre, hr, [data-part='table']) {
    margin-block: 0 ${vars.space[4]};
  }

  & :is(h1, h2, h3, h4, h5, h6) {
    margin-block: ${vars.space[6]} ${vars.space[2]};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
  }

  & h1 {
    font-size: ${vars.font.size['3xl']};
  }
  & h2 {
    font-size: ${vars.font.size['2xl']};
  }
  & h3 {
    font-size: ${vars.font.size.xl};
  }
  & h4 {
    font-size: ${vars.font.size.lg};
  }
  & h5 {
    font-size: ${vars.font.size.md};
  }
  & h6 {
    font-size: ${vars.font.size.sm};
  }

  & :is(ul, ol) {
    padding-inline-start: ${vars.space[6]};
  }

  & li + li,
  & li > :is(ul, ol) {
    margin-block-start: ${vars.space[1]};
  }

  & li > :is(ul, ol) {
    margin-block-end: 0;
  }

  & a {
    color: ${vars.accent.fg};
    text-decoration: underline;
    text-underline-offset: 2px;

    &:focus-visible {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
      border-radius: ${vars.radius.sm};
    }
  }

  & blockquote {
    margin-inline: 0;
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[4]} 0;
    border-inline-start: 4px solid ${vars.border.strong};
    color: ${vars.fg.muted};
  }

  & code {
    padding-block: 0.1em;
    padding-inline: 0.3em;
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bg.subtle};
    font-family: ${vars.font.familyMono};
    font-size: 0.875em;
  }

  & pre {
    padding: ${vars.space[4]};
    overflow-x: auto;
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.subtle};

    & code {
      padding: 0;
      background: none;
    }
  }

  & hr {
    border: none;
    border-block-start: 1px solid ${vars.border.default};
  }

  & img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${vars.radius.DEFAULT};
  }

  & [data-part='table'] {
    max-inline-size: 100%;
    overflow-x: auto;

    &:focus-visible {
      outline: 2px solid ${vars.focusRing};
    }
  }

  & table {
    border-collapse: collapse;
    font-size: ${vars.font.size.sm};
  }

  & :is(th, td) {
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[3]};
    border: 1px solid ${vars.border.default};
    text-align: start;
  }

  & th {
    background-color: ${vars.bg.subtle};
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='visually-hidden'] {
    ${visuallyHidden}
  }

  ${forcedColors} {
    & a {
      color: LinkText;
    }
  }
`;
