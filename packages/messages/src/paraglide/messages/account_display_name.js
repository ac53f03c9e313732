/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Display_NameInputs */

const en_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display name`)
};

const de_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigename`)
};

const fr_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom affiché`)
};

const nl_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weergavenaam`)
};

const es_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre visible`)
};

const en_xa2_account_display_name = /** @type {(inputs: Account_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšþļáý ñáɱé o]`)
};

/**
* | output |
* | --- |
* | "Display name" |
*
* @param {Account_Display_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_display_name = /** @type {((inputs?: Account_Display_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Display_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_display_name(inputs)
	if (locale === "fr") return fr_account_display_name(inputs)
	if (locale === "nl") return nl_account_display_name(inputs)
	if (locale === "es") return es_account_display_name(inputs)
	if (locale === "en-XA") return en_xa2_account_display_name(inputs)
	return en_account_display_name(inputs)
});