/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_DescriptionInputs */

const en_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you sign in to Assay and what others see of you.`)
};

const de_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie Sie sich bei Assay anmelden und was andere von Ihnen sehen.`)
};

const fr_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous vous connectez à Assay et ce que les autres voient de vous.`)
};

const nl_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoe u zich aanmeldt bij Assay en wat anderen van u zien.`)
};

const es_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo inicias sesión en Assay y qué ven los demás de ti.`)
};

const en_xa2_account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥöŵ ýöü šíĝñ íñ ţö Åššáý áñð ŵĥáţ öţĥéŕš šéé öƒ ýöü. one two three f]`)
};

/**
* | output |
* | --- |
* | "How you sign in to Assay and what others see of you." |
*
* @param {Account_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_description = /** @type {((inputs?: Account_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_description(inputs)
	if (locale === "fr") return fr_account_description(inputs)
	if (locale === "nl") return nl_account_description(inputs)
	if (locale === "es") return es_account_description(inputs)
	if (locale === "en-XA") return en_xa2_account_description(inputs)
	return en_account_description(inputs)
});