/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Console_Org_Ignored_BecauseInputs */

const en_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ignored: ${i?.reason}`)
};

const de_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ignoriert: ${i?.reason}`)
};

const fr_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ignoré : ${i?.reason}`)
};

const nl_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Genegeerd: ${i?.reason}`)
};

const es_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ignorado: ${i?.reason}`)
};

const en_xa2_console_org_ignored_because = /** @type {(inputs: Console_Org_Ignored_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îĝñöŕéð: ${i?.reason} one]`)
};

/**
* | output |
* | --- |
* | "Ignored: {reason}" |
*
* @param {Console_Org_Ignored_BecauseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_ignored_because = /** @type {((inputs: Console_Org_Ignored_BecauseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Ignored_BecauseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_ignored_because(inputs)
	if (locale === "fr") return fr_console_org_ignored_because(inputs)
	if (locale === "nl") return nl_console_org_ignored_because(inputs)
	if (locale === "es") return es_console_org_ignored_because(inputs)
	if (locale === "en-XA") return en_xa2_console_org_ignored_because(inputs)
	return en_console_org_ignored_because(inputs)
});