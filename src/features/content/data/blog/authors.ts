import type { Author } from "@/features/content/domain/author";

/** The people who write and review our articles (see the editorial policy). */
export const authors: Author[] = [
  {
    slug: "hannah-lindqvist",
    name: "Hannah Lindqvist",
    credentials: "RD, MSc Clinical Nutrition",
    role: "Registered Dietitian, Lead Meal-Plan Editor",
    bio: "Hannah is a registered dietitian with twelve years of clinical and community practice, most of it spent helping adults with overweight, prediabetes and digestive conditions change how they eat. Before joining the team she ran weight-management groups in a hospital outpatient service. She leads the dietitians who design and check our meal plans and recipes, and she writes about intermittent fasting, protein and realistic weight goals. She believes a plan only works if it fits into an ordinary week.",
    expertise: ["Intermittent fasting", "Weight management", "Meal planning", "Prediabetes"],
  },
  {
    slug: "tomas-reyes",
    name: "Tomás Reyes",
    credentials: "PhD Nutritional Sciences",
    role: "Nutrition Scientist, Head of Nutrition Science",
    bio: "Tomás is a nutrition scientist whose doctoral research used metabolic-chamber measurements to study how energy expenditure changes during weight loss. He spent six years in academic research on energy balance and body composition before moving into product work. He is responsible for the nutrition engine behind our plans, including how energy needs are estimated, and he writes about calories, metabolism and how to read nutrition research without being misled by headlines.",
    expertise: ["Energy metabolism", "Body composition", "Energy requirement equations", "Research appraisal"],
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    credentials: "MA Science Journalism",
    role: "Senior Health Writer",
    bio: "Priya is a health journalist who has written about food, nutrition and everyday health for newspapers and consumer magazines for more than a decade. She trained in science journalism and specialises in turning research papers and official guidance into practical advice. At {siteName} she writes about hydration, cooking and habit change, and every one of her articles is reviewed by a dietitian or physician before it is published.",
    expertise: ["Hydration", "Meal prep", "Habit change", "Health communication"],
  },
  {
    slug: "amara-okafor",
    name: "Amara Okafor",
    credentials: "MD, Internal Medicine",
    role: "Physician, Medical Reviewer",
    bio: "Amara is a physician specialising in internal medicine, with a particular interest in diabetes, thyroid disorders and women's health. She combines clinical work with medical review of health content. For {siteName} she checks articles on fasting and weight loss for safety, with special attention to people who take glucose-lowering medication, are pregnant or have a history of disordered eating.",
    expertise: ["Diabetes", "Endocrinology", "Women's health", "Fasting safety"],
  },
];

export function findAuthor(slug: string): Author | undefined {
  return authors.find((author) => author.slug === slug);
}
