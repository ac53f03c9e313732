/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown> }} Shared_Access_Ended_ByInputs */

const en_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was withdrawn or changed by ${i?.organisation}. If you still need it, ask the person at ${i?.organisation} who shared it with you to share it again.`)
};

const de_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Er wurde von ${i?.organisation} entzogen oder geändert. Wenn Sie ihn noch benötigen, bitten Sie die Person bei ${i?.organisation}, die ihn mit Ihnen geteilt hat, ihn erneut zu teilen.`)
};

const fr_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il a été retiré ou modifié par ${i?.organisation}. Si vous en avez encore besoin, demandez à la personne de ${i?.organisation} qui vous l’a partagé de le partager à nouveau.`)
};

const nl_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deze is ingetrokken of gewijzigd door ${i?.organisation}. Heeft u hem nog nodig, vraag dan de persoon bij ${i?.organisation} die hem met u deelde om hem opnieuw te delen.`)
};

const es_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} lo retiró o lo cambió. Si aún lo necesita, pida a la persona de ${i?.organisation} que lo compartió con usted que vuelva a compartirlo.`)
};

const en_xa2_shared_access_ended_by = /** @type {(inputs: Shared_Access_Ended_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îţ ŵáš ŵíţĥðŕáŵñ öŕ çĥáñĝéð ƀý ${i?.organisation}. Îƒ ýöü šţíļļ ñééð íţ, ášķ ţĥé þéŕšöñ áţ ${i?.organisation} ŵĥö šĥáŕéð íţ ŵíţĥ ýöü ţö šĥáŕé íţ áĝáíñ. one two three four five six seven eight nine te]`)
};

/**
* | output |
* | --- |
* | "It was withdrawn or changed by {organisation}. If you still need it, ask the person at {organisation} who shared it with you to share it again." |
*
* @param {Shared_Access_Ended_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_access_ended_by = /** @type {((inputs: Shared_Access_Ended_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Access_Ended_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_access_ended_by(inputs)
	if (locale === "fr") return fr_shared_access_ended_by(inputs)
	if (locale === "nl") return nl_shared_access_ended_by(inputs)
	if (locale === "es") return es_shared_access_ended_by(inputs)
	if (locale === "en-XA") return en_xa2_shared_access_ended_by(inputs)
	return en_shared_access_ended_by(inputs)
});