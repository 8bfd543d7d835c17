export const localSupabaseUrl: string;
export function buildTarget(env?: Record<string, string | undefined>): {
  target: 'local' | 'production';
  supabaseUrl: string;
  message: string;
};
