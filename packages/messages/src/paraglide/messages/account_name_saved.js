/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Name_SavedInputs */

const en_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name saved`)
};

const de_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name gespeichert`)
};

const fr_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom enregistré`)
};

const nl_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam opgeslagen`)
};

const es_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre guardado`)
};

const en_xa2_account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé šáṽéð o]`)
};

/**
* | output |
* | --- |
* | "Name saved" |
*
* @param {Account_Name_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_name_saved = /** @type {((inputs?: Account_Name_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_name_saved(inputs)
	if (locale === "fr") return fr_account_name_saved(inputs)
	if (locale === "nl") return nl_account_name_saved(inputs)
	if (locale === "es") return es_account_name_saved(inputs)
	if (locale === "en-XA") return en_xa2_account_name_saved(inputs)
	return en_account_name_saved(inputs)
});