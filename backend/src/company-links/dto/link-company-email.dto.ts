import { EmailField } from 'src/users/dto/user-field.decorators';

/** POST /api/v1/users/link: the caller's work e-mail. */
export class LinkCompanyEmailDto {
  @EmailField('required')
  email!: string;
}
