import { useSearchParams } from "react-router";
import { AskBox } from "../components/ask-box";

export function AskPage() {
  const [search] = useSearchParams();
  return (
    <>
      <h1>Ask a question</h1>
      <AskBox folderId={search.get("folderId")} />
    </>
  );
}
