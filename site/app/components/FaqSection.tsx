import { Container, FaqList } from '@northbeam/ui';
import { PageSection } from './PageSection';

interface FaqSectionProps {
  id: string;
  heading: string;
  items: readonly { question: string; answer: string }[];
}

/**
 * A page's questions and answers: a muted band with the list at reading width. The same items give
 * the page's FAQPage JSON-LD (faqJsonLd in its meta).
 */
export function FaqSection({ id, heading, items }: FaqSectionProps) {
  return (
    <PageSection id={id} heading={heading} tone="muted">
      <Container measure="prose">
        <FaqList items={items} headingLevel={3} />
      </Container>
    </PageSection>
  );
}
