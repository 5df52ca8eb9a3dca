CREATE TABLE "content_image_variants" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_image_variants_hash_format_width_pk" PRIMARY KEY("hash","format","width")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"uploaded_by_id" text,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_image_variants" ADD CONSTRAINT "content_image_variants_hash_content_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."content_images"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;