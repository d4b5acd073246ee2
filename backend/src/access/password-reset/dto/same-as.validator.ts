import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/** The value must equal the value of another property of the same object (a confirmation field). */
export function SameAs(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const [other] = args.constraints as [string];
          return value === (args.object as Record<string, unknown>)[other];
        },
      },
    });
  };
}
