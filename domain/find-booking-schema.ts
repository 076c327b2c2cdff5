import { bookingSchema } from "./booking-schema";
import { z } from "./zod";

// "Find my booking": the address is read as the booking form reads it, with the same messages.
export const findBookingSchema = z.object({ email: bookingSchema.shape.customer_email });
