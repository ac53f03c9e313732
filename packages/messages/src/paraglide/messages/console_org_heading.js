/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, plan: NonNullable<unknown> }} Console_Org_HeadingInputs */

const en_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organisation ${i?.id} · ${i?.plan}`)
};

const de_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organisation ${i?.id} · ${i?.plan}`)
};

const fr_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organisation ${i?.id} · ${i?.plan}`)
};

const nl_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organisatie ${i?.id} · ${i?.plan}`)
};

const es_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organización ${i?.id} · ${i?.plan}`)
};

const en_xa2_console_org_heading = /** @type {(inputs: Console_Org_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ ${i?.id} · ${i?.plan} one tw]`)
};

/**
* | output |
* | --- |
* | "Organisation {id} · {plan}" |
*
* @param {Console_Org_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_heading = /** @type {((inputs: Console_Org_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_HeadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_heading(inputs)
	if (locale === "fr") return fr_console_org_heading(inputs)
	if (locale === "nl") return nl_console_org_heading(inputs)
	if (locale === "es") return es_console_org_heading(inputs)
	if (locale === "en-XA") return en_xa2_console_org_heading(inputs)
	return en_console_org_heading(inputs)
});