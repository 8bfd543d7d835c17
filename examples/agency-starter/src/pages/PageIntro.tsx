import { Heading, Stack, Text } from '@northbeam/ui';

/** A page's h1 and the muted line under it; `id` names the page's section (aria-labelledby). */
export function PageIntro({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Stack space="sm">
      <Heading level={1} size="1" id={id}>
        {title}
      </Heading>
      <Text tone="muted">{intro}</Text>
    </Stack>
  );
}
