/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Name_SaveInputs */

const en_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

const de_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const fr_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nom`)
};

const nl_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam opslaan`)
};

const es_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

const en_xa2_account_name_save = /** @type {(inputs: Account_Name_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ]`)
};

/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Account_Name_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_name_save = /** @type {((inputs?: Account_Name_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_name_save(inputs)
	if (locale === "fr") return fr_account_name_save(inputs)
	if (locale === "nl") return nl_account_name_save(inputs)
	if (locale === "es") return es_account_name_save(inputs)
	if (locale === "en-XA") return en_xa2_account_name_save(inputs)
	return en_account_name_save(inputs)
});