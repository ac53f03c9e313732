/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Sign_Out_DescriptionInputs */

const en_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session of theirs must sign in again on its next call.`)
};

const de_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede ihrer Sitzungen muss sich beim nächsten Aufruf neu anmelden.`)
};

const fr_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacune de ses sessions doit se reconnecter à son prochain appel.`)
};

const nl_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke sessie van diegene moet bij de volgende aanroep opnieuw aanmelden.`)
};

const es_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada una de sus sesiones debe volver a iniciarse en su próxima llamada.`)
};

const en_xa2_console_users_sign_out_description = /** @type {(inputs: Console_Users_Sign_Out_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíöñ öƒ ţĥéíŕš ɱüšţ šíĝñ íñ áĝáíñ öñ íţš ñéẋţ çáļļ. one two three four]`)
};

/**
* | output |
* | --- |
* | "Every session of theirs must sign in again on its next call." |
*
* @param {Console_Users_Sign_Out_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_out_description = /** @type {((inputs?: Console_Users_Sign_Out_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Sign_Out_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_sign_out_description(inputs)
	if (locale === "fr") return fr_console_users_sign_out_description(inputs)
	if (locale === "nl") return nl_console_users_sign_out_description(inputs)
	if (locale === "es") return es_console_users_sign_out_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_sign_out_description(inputs)
	return en_console_users_sign_out_description(inputs)
});