/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Member_AppInputs */

const en_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member app`)
};

const de_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-App`)
};

const fr_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace membres`)
};

const nl_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden-app`)
};

const es_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicación de miembros`)
};

const en_xa2_account_member_app = /** @type {(inputs: Account_Member_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ áþþ o]`)
};

/**
* | output |
* | --- |
* | "Member app" |
*
* @param {Account_Member_AppInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_member_app = /** @type {((inputs?: Account_Member_AppInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Member_AppInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_member_app(inputs)
	if (locale === "fr") return fr_account_member_app(inputs)
	if (locale === "nl") return nl_account_member_app(inputs)
	if (locale === "es") return es_account_member_app(inputs)
	if (locale === "en-XA") return en_xa2_account_member_app(inputs)
	return en_account_member_app(inputs)
});