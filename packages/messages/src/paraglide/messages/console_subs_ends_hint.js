/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Ends_HintInputs */

const en_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation is back on its paid plan from the start of this day (UTC).`)
};

const de_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation ist ab Beginn dieses Tages (UTC) wieder in ihrem bezahlten Tarif.`)
};

const fr_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’organisation revient à son offre payée dès le début de ce jour (UTC).`)
};

const nl_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisatie zit vanaf het begin van deze dag (UTC) weer op haar betaalde plan.`)
};

const es_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La organización vuelve a su plan de pago desde el inicio de este día (UTC).`)
};

const en_xa2_console_subs_ends_hint = /** @type {(inputs: Console_Subs_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ íš ƀáçķ öñ íţš þáíð þļáñ ƒŕöɱ ţĥé šţáŕţ öƒ ţĥíš ðáý (ÛŢÇ). one two three four five]`)
};

/**
* | output |
* | --- |
* | "The organisation is back on its paid plan from the start of this day (UTC)." |
*
* @param {Console_Subs_Ends_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_ends_hint = /** @type {((inputs?: Console_Subs_Ends_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Ends_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_ends_hint(inputs)
	if (locale === "fr") return fr_console_subs_ends_hint(inputs)
	if (locale === "nl") return nl_console_subs_ends_hint(inputs)
	if (locale === "es") return es_console_subs_ends_hint(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_ends_hint(inputs)
	return en_console_subs_ends_hint(inputs)
});