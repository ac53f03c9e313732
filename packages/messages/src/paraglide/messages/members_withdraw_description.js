/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Withdraw_DescriptionInputs */

const en_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link in their email stops working and the seat is freed.`)
};

const de_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link in der E-Mail funktioniert dann nicht mehr, und der Platz wird frei.`)
};

const fr_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de leur e-mail cesse de fonctionner et la place est libérée.`)
};

const nl_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De link in hun e-mail werkt niet meer en de plaats komt vrij.`)
};

const es_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace de su correo deja de funcionar y se libera la plaza.`)
};

const en_xa2_members_withdraw_description = /** @type {(inputs: Members_Withdraw_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ íñ ţĥéíŕ éɱáíļ šţöþš ŵöŕķíñĝ áñð ţĥé šéáţ íš ƒŕééð. one two three four]`)
};

/**
* | output |
* | --- |
* | "The link in their email stops working and the seat is freed." |
*
* @param {Members_Withdraw_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_withdraw_description = /** @type {((inputs?: Members_Withdraw_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Withdraw_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_withdraw_description(inputs)
	if (locale === "fr") return fr_members_withdraw_description(inputs)
	if (locale === "nl") return nl_members_withdraw_description(inputs)
	if (locale === "es") return es_members_withdraw_description(inputs)
	if (locale === "en-XA") return en_xa2_members_withdraw_description(inputs)
	return en_members_withdraw_description(inputs)
});