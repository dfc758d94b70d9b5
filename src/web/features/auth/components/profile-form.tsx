import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import {
  PROFILE_CITY_MAX_LENGTH,
  PROFILE_INSTITUTE_MAX_LENGTH,
  UpdateProfileSchema,
  type User,
} from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileUser = Pick<User, 'fullName' | 'phone' | 'institute' | 'city'>;

const formValues = (user: ProfileUser) => ({
  fullName: user.fullName ?? '',
  phone: user.phone ?? '',
  institute: user.institute ?? '',
  city: user.city ?? '',
});

/**
 * Name, mobile number, college and city in one form, checked by the rules the server uses. The college (or,
 * without one, the city) is what browse's "Near my campus" shows listings near.
 */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(UpdateProfileSchema), defaultValues: formValues(user) });

  const onSubmit = handleSubmit((profile) =>
    // The form shows the profile as saved: trimmed, the number as its 10 digits.
    updateProfile.mutate(profile, { onSuccess: (saved) => reset(formValues(saved)) }),
  );

  return (
    // noValidate: the shared schema's messages replace the browser's own bubbles.
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        label={t`Full name`}
        autoComplete="name"
        error={fieldError(errors.fullName?.message)}
        {...register('fullName')}
      />
      <Input
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        hint={t`10 digits, starting with 6, 7, 8 or 9 (+91 is fine)`}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <Input
        label={t`College or university`}
        autoComplete="organization"
        hint={t`Browse shows listings at your college first`}
        maxLength={PROFILE_INSTITUTE_MAX_LENGTH}
        error={fieldError(errors.institute?.message)}
        {...register('institute')}
      />
      <Input
        label={t`City`}
        autoComplete="address-level2"
        maxLength={PROFILE_CITY_MAX_LENGTH}
        error={fieldError(errors.city?.message)}
        {...register('city')}
      />
      <Button type="submit" loading={updateProfile.isPending} className="w-full sm:w-auto sm:self-start">
        <Trans>Save profile</Trans>
      </Button>
    </form>
  );
}
