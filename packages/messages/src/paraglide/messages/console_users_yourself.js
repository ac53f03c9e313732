/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_YourselfInputs */

const en_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own account: another system admin must change its access.`)
};

const de_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist Ihr eigenes Konto: Ein anderer Systemadministrator muss seinen Zugang ändern.`)
};

const fr_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est votre propre compte : un autre administrateur système doit modifier son accès.`)
};

const nl_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is uw eigen account: een andere systeembeheerder moet de toegang wijzigen.`)
};

const es_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta es tu propia cuenta: otro administrador del sistema debe cambiar su acceso.`)
};

const en_xa2_console_users_yourself = /** @type {(inputs: Console_Users_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ýöüŕ öŵñ áççöüñţ: áñöţĥéŕ šýšţéɱ áðɱíñ ɱüšţ çĥáñĝé íţš áççéšš. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "This is your own account: another system admin must change its access." |
*
* @param {Console_Users_YourselfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_yourself = /** @type {((inputs?: Console_Users_YourselfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_YourselfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_yourself(inputs)
	if (locale === "fr") return fr_console_users_yourself(inputs)
	if (locale === "nl") return nl_console_users_yourself(inputs)
	if (locale === "es") return es_console_users_yourself(inputs)
	if (locale === "en-XA") return en_xa2_console_users_yourself(inputs)
	return en_console_users_yourself(inputs)
});