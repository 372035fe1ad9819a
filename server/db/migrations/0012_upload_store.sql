CREATE TABLE "upload_chunks" (
	"blob_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
CREATE TABLE "upload_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"blob_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"modified_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "upload_objects_blob_id_unique" UNIQUE("blob_id")
);
