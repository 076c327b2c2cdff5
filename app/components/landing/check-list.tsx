import Check from "lucide-react/icons/check";

/** Points each marked with a check: the hero's promises, a service's features. */
export function CheckList({
  items,
  className,
  itemClassName,
  checkClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  checkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Check aria-hidden="true" className={checkClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
