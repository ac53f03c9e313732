/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_UnlimitedInputs */

const en_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unlimited`)
};

const de_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unbegrenzt`)
};

const fr_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`illimité`)
};

const nl_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`onbeperkt`)
};

const es_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ilimitado`)
};

const en_xa2_console_org_unlimited = /** @type {(inputs: Console_Org_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[üñļíɱíţéð ]`)
};

/**
* | output |
* | --- |
* | "unlimited" |
*
* @param {Console_Org_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_unlimited = /** @type {((inputs?: Console_Org_UnlimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_UnlimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_unlimited(inputs)
	if (locale === "fr") return fr_console_org_unlimited(inputs)
	if (locale === "nl") return nl_console_org_unlimited(inputs)
	if (locale === "es") return es_console_org_unlimited(inputs)
	if (locale === "en-XA") return en_xa2_console_org_unlimited(inputs)
	return en_console_org_unlimited(inputs)
});