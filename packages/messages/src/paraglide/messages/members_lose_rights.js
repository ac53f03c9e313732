/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Lose_RightsInputs */

const en_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They lose the rights of their current role on their next action, and are asked to sign in again.`)
};

const de_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person verliert bei ihrer nächsten Aktion die Rechte ihrer jetzigen Rolle und wird gebeten, sich erneut anzumelden.`)
};

const fr_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne perd les droits de son rôle actuel à sa prochaine action et doit se reconnecter.`)
};

const nl_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ze verliezen bij hun volgende actie de rechten van hun huidige rol en moeten opnieuw aanmelden.`)
};

const es_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pierde los derechos de su rol actual en su próxima acción y se le pide que vuelva a iniciar sesión.`)
};

const en_xa2_members_lose_rights = /** @type {(inputs: Members_Lose_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý ļöšé ţĥé ŕíĝĥţš öƒ ţĥéíŕ çüŕŕéñţ ŕöļé öñ ţĥéíŕ ñéẋţ áçţíöñ, áñð áŕé ášķéð ţö šíĝñ íñ áĝáíñ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "They lose the rights of their current role on their next action, and are asked to sign in again." |
*
* @param {Members_Lose_RightsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_lose_rights = /** @type {((inputs?: Members_Lose_RightsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Lose_RightsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_lose_rights(inputs)
	if (locale === "fr") return fr_members_lose_rights(inputs)
	if (locale === "nl") return nl_members_lose_rights(inputs)
	if (locale === "es") return es_members_lose_rights(inputs)
	if (locale === "en-XA") return en_xa2_members_lose_rights(inputs)
	return en_members_lose_rights(inputs)
});