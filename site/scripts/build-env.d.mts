export const localSupabaseUrl: string;
export function buildTarget(
  env?: Record<string, string | undefined>,
  samples?: string[],
): {
  target: 'local' | 'production';
  supabaseUrl: string;
  message: string;
};
export function findSamples(content: unknown, at?: string): string[];
