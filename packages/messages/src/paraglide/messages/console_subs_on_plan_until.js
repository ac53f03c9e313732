/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, plan: NonNullable<unknown>, date: NonNullable<unknown> }} Console_Subs_On_Plan_UntilInputs */

const en_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is on the ${i?.plan} plan until ${i?.date}`)
};

const de_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist bis ${i?.date} im Tarif ${i?.plan}`)
};

const fr_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est sur l’offre ${i?.plan} jusqu’au ${i?.date}`)
};

const nl_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} zit tot ${i?.date} op plan ${i?.plan}`)
};

const es_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está en el plan ${i?.plan} hasta el ${i?.date}`)
};

const en_xa2_console_subs_on_plan_until = /** @type {(inputs: Console_Subs_On_Plan_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš öñ ţĥé ${i?.plan} þļáñ üñţíļ ${i?.date} one two thr]`)
};

/**
* | output |
* | --- |
* | "{name} is on the {plan} plan until {date}" |
*
* @param {Console_Subs_On_Plan_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_on_plan_until = /** @type {((inputs: Console_Subs_On_Plan_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_On_Plan_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_on_plan_until(inputs)
	if (locale === "fr") return fr_console_subs_on_plan_until(inputs)
	if (locale === "nl") return nl_console_subs_on_plan_until(inputs)
	if (locale === "es") return es_console_subs_on_plan_until(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_on_plan_until(inputs)
	return en_console_subs_on_plan_until(inputs)
});