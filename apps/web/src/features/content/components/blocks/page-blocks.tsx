import type { PageBlock } from '@app/contract';
import { Stack } from '@mantine/core';
import { ContactFormBlock } from './contact-form-block';
import { FaqListBlock } from './faq-list-block';
import { HeroBlock } from './hero-block';
import { ImageBlock } from './image-block';
import { readText } from './block-data';
import { RichTextBlock } from './rich-text-block';
import { TeamMembersBlock } from './team-members-block';
import { UnknownBlock } from './unknown-block';

/** True when the page opens with a hero that has a heading: that heading is the page's h1. */
export function opensWithHeroTitle(blocks: PageBlock[]): boolean {
  const first = blocks[0];
  return first?.type === 'hero' && readText(first.data, 'heading') !== null;
}

function Block({ block, isPageTitle }: { block: PageBlock; isPageTitle: boolean }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock data={block.data} headingOrder={isPageTitle ? 1 : 2} />;
    case 'rich_text':
      return <RichTextBlock data={block.data} />;
    case 'image':
      return <ImageBlock data={block.data} />;
    case 'faq_list':
      return <FaqListBlock data={block.data} />;
    case 'team_members':
      return <TeamMembersBlock data={block.data} />;
    case 'contact_form':
      return <ContactFormBlock data={block.data} />;
    default:
      return <UnknownBlock type={block.type} />;
  }
}

/**
 * The blocks of an About or Contact page in their order. A hero spans
 * the full width; the other blocks sit in a readable column.
 */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  const heroTitle = opensWithHeroTitle(blocks);
  return (
    <Stack gap={48} pb={64} pt={heroTitle || blocks[0]?.type === 'hero' ? 0 : 8}>
      {blocks.map((block, index) => (
        // A block-level wrapper: a centred Container straight inside a flex column would shrink
        // to its content instead of taking its full readable width.
        <div key={block.id}>
          <Block block={block} isPageTitle={heroTitle && index === 0} />
        </div>
      ))}
    </Stack>
  );
}
