/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_Everywhere_BodyInputs */

const en_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session ends at once, this one included. You can sign in again right after.`)
};

const de_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen enden sofort, auch diese. Sie können sich gleich danach wieder anmelden.`)
};

const fr_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les sessions se ferment immédiatement, y compris celle-ci. Vous pouvez vous reconnecter juste après.`)
};

const nl_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle sessies eindigen meteen, ook deze. U kunt zich direct daarna opnieuw aanmelden.`)
};

const es_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las sesiones terminan de inmediato, incluida esta. Puedes volver a iniciar sesión justo después.`)
};

const en_xa2_account_sign_out_everywhere_body = /** @type {(inputs: Account_Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíöñ éñðš áţ öñçé, ţĥíš öñé íñçļüðéð. Ýöü çáñ šíĝñ íñ áĝáíñ ŕíĝĥţ áƒţéŕ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Every session ends at once, this one included. You can sign in again right after." |
*
* @param {Account_Sign_Out_Everywhere_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_body = /** @type {((inputs?: Account_Sign_Out_Everywhere_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_Everywhere_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sign_out_everywhere_body(inputs)
	if (locale === "fr") return fr_account_sign_out_everywhere_body(inputs)
	if (locale === "nl") return nl_account_sign_out_everywhere_body(inputs)
	if (locale === "es") return es_account_sign_out_everywhere_body(inputs)
	if (locale === "en-XA") return en_xa2_account_sign_out_everywhere_body(inputs)
	return en_account_sign_out_everywhere_body(inputs)
});