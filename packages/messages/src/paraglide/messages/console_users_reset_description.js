/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Reset_DescriptionInputs */

const en_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For someone who lost their phone or authenticator app (an organisation owner, typically: owners reset their members): every second step is removed and they are signed out everywhere. Confirm who they are first.`)
};

const de_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für jemanden, der sein Telefon oder seine Authenticator-App verloren hat (meist ein Organisationsinhaber: Inhaber setzen ihre Mitglieder selbst zurück): Jeder zweite Schritt wird entfernt und die Person überall abgemeldet. Prüfen Sie zuerst, wer sie ist.`)
};

const fr_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour quelqu’un qui a perdu son téléphone ou son application d’authentification (en général un propriétaire d’organisation : les propriétaires réinitialisent leurs membres) : chaque deuxième étape est supprimée et la personne est déconnectée partout. Vérifiez d’abord son identité.`)
};

const nl_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor iemand die de telefoon of authenticator-app kwijt is (meestal een eigenaar van een organisatie: eigenaren stellen hun leden zelf opnieuw in): elke tweede stap wordt verwijderd en diegene wordt overal afgemeld. Controleer eerst wie het is.`)
};

const es_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quien perdió su teléfono o su aplicación de autenticación (normalmente el propietario de una organización: los propietarios restablecen a sus miembros): se elimina cada segundo paso y se cierra su sesión en todas partes. Confirma antes su identidad.`)
};

const en_xa2_console_users_reset_description = /** @type {(inputs: Console_Users_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ šöɱéöñé ŵĥö ļöšţ ţĥéíŕ þĥöñé öŕ áüţĥéñţíçáţöŕ áþþ (áñ öŕĝáñíšáţíöñ öŵñéŕ, ţýþíçáļļý: öŵñéŕš ŕéšéţ ţĥéíŕ ɱéɱƀéŕš): éṽéŕý šéçöñð šţéþ íš ŕéɱöṽéð áñð ţĥéý áŕé šíĝñéð öüţ éṽéŕýŵĥéŕé. Çöñƒíŕɱ ŵĥö ţĥéý áŕé ƒíŕšţ. one two three four five six seven eight nine ten eleven twelve thirteen]`)
};

/**
* | output |
* | --- |
* | "For someone who lost their phone or authenticator app (an organisation owner, typically: owners reset their members): every second step is removed and they a..." |
*
* @param {Console_Users_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_reset_description = /** @type {((inputs?: Console_Users_Reset_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Reset_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_reset_description(inputs)
	if (locale === "fr") return fr_console_users_reset_description(inputs)
	if (locale === "nl") return nl_console_users_reset_description(inputs)
	if (locale === "es") return es_console_users_reset_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_reset_description(inputs)
	return en_console_users_reset_description(inputs)
});