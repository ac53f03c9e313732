/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Account_Second_Remove_TitleInputs */

const en_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.label}?`)
};

const de_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} entfernen?`)
};

const fr_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.label} ?`)
};

const nl_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} verwijderen?`)
};

const es_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar ${i?.label}?`)
};

const en_xa2_account_second_remove_title = /** @type {(inputs: Account_Second_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.label}? on]`)
};

/**
* | output |
* | --- |
* | "Remove {label}?" |
*
* @param {Account_Second_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_remove_title = /** @type {((inputs: Account_Second_Remove_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Remove_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_remove_title(inputs)
	if (locale === "fr") return fr_account_second_remove_title(inputs)
	if (locale === "nl") return nl_account_second_remove_title(inputs)
	if (locale === "es") return es_account_second_remove_title(inputs)
	if (locale === "en-XA") return en_xa2_account_second_remove_title(inputs)
	return en_account_second_remove_title(inputs)
});