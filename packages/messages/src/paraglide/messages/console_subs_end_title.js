/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, name: NonNullable<unknown> }} Console_Subs_End_TitleInputs */

const en_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`End the ${i?.plan} plan of ${i?.name} now?`)
};

const de_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan} von ${i?.name} jetzt beenden?`)
};

const fr_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminer maintenant l’offre ${i?.plan} de ${i?.name} ?`)
};

const nl_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan} van ${i?.name} nu beëindigen?`)
};

const es_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Terminar ahora el plan ${i?.plan} de ${i?.name}?`)
};

const en_xa2_console_subs_end_title = /** @type {(inputs: Console_Subs_End_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñð ţĥé ${i?.plan} þļáñ öƒ ${i?.name} ñöŵ? one two t]`)
};

/**
* | output |
* | --- |
* | "End the {plan} plan of {name} now?" |
*
* @param {Console_Subs_End_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_end_title = /** @type {((inputs: Console_Subs_End_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_End_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_end_title(inputs)
	if (locale === "fr") return fr_console_subs_end_title(inputs)
	if (locale === "nl") return nl_console_subs_end_title(inputs)
	if (locale === "es") return es_console_subs_end_title(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_end_title(inputs)
	return en_console_subs_end_title(inputs)
});