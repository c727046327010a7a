// Sign-in and registration: their text fields pull in MUI's input and select code, which no other public page needs.
export { LoginPage } from '@/features/auth/components/login-page';
export { SetPasswordPage } from '@/features/auth/components/set-password-page';
